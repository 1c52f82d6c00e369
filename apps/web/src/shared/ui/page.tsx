import { useId, type ReactNode } from 'react';

/** A screen's main section, labelled by its heading. */
export function Page({
  title,
  children,
  lead,
}: {
  title: string;
  children?: ReactNode;
  lead?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="page" aria-labelledby={id}>
      <div className="page__head">
        {lead}
        <h1 id={id} className="page__title">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}
