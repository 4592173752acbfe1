/**
 * An API problem as the team reads it: the Worker's message (already in their language), or our
 * own text when the Worker could not be reached or answered something unreadable. Always an alert.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, Flex } from '@radix-ui/themes';
import type { ApiProblem } from '../lib/api-client';

export function useProblemText() {
  const { t } = useTranslation();
  return (problem: ApiProblem) => {
    // A 400 `invalid` says which values were refused, each already in the UI language.
    const details = Object.values(problem.fields ?? {}).filter((text) => text && text !== problem.message);
    if (problem.message) return [problem.message, ...new Set(details)].join(' ');
    if (problem.code === 'network') return t('errors.network');
    if (problem.code === 'bad_answer') return t('errors.badAnswer');
    return t('errors.generic');
  };
}

export function ProblemCallout({ problem, children }: { problem: ApiProblem; children?: ReactNode }) {
  const text = useProblemText();
  return <AlertCallout action={children}>{text(problem)}</AlertCallout>;
}

/** A red callout with role="alert" and an optional action (a button) beside the text. */
export function AlertCallout({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Callout.Root color="red" role="alert" className="console-callout">
      <Flex asChild align="center" gap="3" wrap="wrap">
        <Callout.Text>
          <span>{children}</span>
          {action}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

/** Good news or information: a polite status, not an alert. */
export function StatusCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="grass" role="status" className="console-callout">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}
