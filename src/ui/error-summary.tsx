/**
 * The error summary every form shows on top after a refused submit: a titled alert with one link
 * per field in error, in the order the fields stand. A tapped link scrolls its field to the middle
 * and focuses it; the summary takes the focus itself once per refused submit, never while the
 * customer types (it may go and come back as fields are fixed and broken again).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef, type RefObject } from 'react';

export interface SummaryEntry {
  /** The id of the field's input. */
  id: string;
  /** What the link says: the field's label and its message. */
  text: string;
}

interface ErrorSummaryProps {
  title: string;
  entries: readonly SummaryEntry[];
  /** Counts the refused submits; the summary takes the focus when it grows. */
  attempt: number;
  /** The attempt the summary last took the focus for, kept by the form across the summary's comings and goings. */
  focusedAttemptRef: RefObject<number>;
}

export function ErrorSummary({ title, entries, attempt, focusedAttemptRef }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt <= focusedAttemptRef.current) return;
    focusedAttemptRef.current = attempt;
    ref.current?.focus();
  }, [attempt, focusedAttemptRef]);
  return (
    <Alert ref={ref} severity="error" tabIndex={-1} sx={{ mb: 2 }} role="alert">
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {entries.map(({ id, text }) => (
          <li key={id}>
            <Link
              href={`#${id}`}
              color="inherit"
              // At least 24 px high to tap (WCAG 2.5.8).
              sx={{ display: 'block', minHeight: 24, py: 0.25 }}
              onClick={(event) => {
                const field = document.getElementById(id);
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus();
              }}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
