/**
 * A server instruction (core-runtime spec §3 "srvInstruct"): the only action is `popup`, a message shown
 * after `delay` seconds. It comes with the site parameters of the first document (`srvInstruct`) and with a
 * page's JSON (`parameters.srvInstruct`), as one instruction or a list.
 */
export interface ServerInstruction {
  readonly action: 'popup';
  readonly title: string;
  readonly text: string;
  readonly delaySeconds: number;
}

/** The instructions in `raw`; anything malformed is left out (and reported), never thrown. */
export function parseServerInstructions(
  raw: unknown,
  report: (message: string) => void = console.warn,
): ServerInstruction[] {
  if (raw === undefined || raw === null) return [];
  const instructions: ServerInstruction[] = [];
  for (const item of Array.isArray(raw) ? raw : [raw]) {
    const instruction = parseOne(item);
    if (instruction) instructions.push(instruction);
    else report('[vitrine] ignored a server instruction that is not a popup with a title or text');
  }
  return instructions;
}

function parseOne(item: unknown): ServerInstruction | undefined {
  if (!isRecord(item) || item.action !== 'popup') return undefined;
  const props = isRecord(item.props) ? item.props : {};
  const title = typeof props.title === 'string' ? props.title.trim() : '';
  const text = typeof props.text === 'string' ? props.text.trim() : '';
  if (!title && !text) return undefined;
  const delay = typeof props.delay === 'string' ? Number(props.delay) : props.delay;
  const delaySeconds = typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : 0;
  return { action: 'popup', title, text, delaySeconds };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Shows each page's instructions after their delays. They belong to the page they came with: leaving it
 * cancels the ones still waiting.
 */
export class ServerInstructionTimers {
  readonly #win: Window;
  readonly #show: (instruction: ServerInstruction) => void;
  readonly #timers = new Set<number>();

  constructor(win: Window, show: (instruction: ServerInstruction) => void) {
    this.#win = win;
    this.#show = show;
  }

  schedule(instructions: readonly ServerInstruction[]): void {
    for (const instruction of instructions) {
      const timer = this.#win.setTimeout(() => {
        this.#timers.delete(timer);
        this.#show(instruction);
      }, instruction.delaySeconds * 1000);
      this.#timers.add(timer);
    }
  }

  cancel(): void {
    for (const timer of this.#timers) this.#win.clearTimeout(timer);
    this.#timers.clear();
  }
}
