import { isSchedulingUrl } from '../scheduler';

export interface HealthService {
  name: string;
  schedulingUrl: string;
}

/** The services that can be booked; one without a name or a provider scheduling page is left out, with a warning. */
export function readServices(raw: readonly unknown[]): { services: HealthService[]; warnings: string[] } {
  const services: HealthService[] = [];
  const warnings: string[] = [];
  raw.forEach((entry, index) => {
    const candidate = (entry ?? {}) as Record<string, unknown>;
    const name = typeof candidate.name === 'string' ? candidate.name.trim() : '';
    const url = typeof candidate.schedulingUrl === 'string' ? candidate.schedulingUrl : '';
    if (!name || !isSchedulingUrl(url)) {
      warnings.push(`service ${index + 1} is left out: it needs a name and a Calendly scheduling page`);
      return;
    }
    services.push({ name, schedulingUrl: url });
  });
  return { services, warnings };
}
