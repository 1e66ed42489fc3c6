import type { ReactNode } from 'react';

/** The heading block that opens every inner page. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  /** A string, or a section link (`JournalSectionLink`) and text. */
  eyebrow: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-intro">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {children ? <div className="page-intro__lede">{children}</div> : null}
    </header>
  );
}
