import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Note } from '../../ui/layout';
import { colors, radius, space } from '../../ui/theme';
import type { CodeRequest } from './useCodeRequest';

/**
 * Where a form shows the proof of work its code request waits for (useCodeRequest): nothing until
 * the api asks for it, then why it asks and the ALTCHA widget, loaded only then (./altcha.ts).
 */
export function CodeProof({ request }: { request: CodeRequest }) {
  const { proof, prove, unavailable } = request;
  if (!proof) return null;
  // A new ask (the last proof was not taken) starts a new widget; only the first solves by itself.
  return <ProofWidget key={proof.round} message={proof.message} auto={proof.round === 1} onVerified={prove} onUnavailable={unavailable} />;
}

interface ProofWidgetProps {
  message: string;
  auto: boolean;
  onVerified(payload: string): Promise<void>;
  onUnavailable(): void;
}

function ProofWidget({ message, auto, onVerified, onUnavailable }: ProofWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  // The latest handlers, for the widget mounted once.
  const handlers = useRef({ onVerified, onUnavailable });
  useEffect(() => {
    handlers.current = { onVerified, onUnavailable };
  });

  useEffect(() => {
    let remove: (() => void) | undefined;
    let gone = false;
    import('./altcha')
      .then(({ mountProofWidget }) =>
        mountProofWidget(box.current!, { auto, onVerified: (payload) => void handlers.current.onVerified(payload) }),
      )
      .then(
        (unmount) => (gone ? unmount() : (remove = unmount)),
        () => !gone && handlers.current.onUnavailable(),
      );
    return () => {
      gone = true;
      remove?.();
    };
  }, [auto]);

  return (
    <Proof>
      <Note role="status">{message}</Note>
      <div ref={box} />
    </Proof>
  );
}

// The widget's own look takes the shop's colours and corners through its custom properties.
const Proof = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  --altcha-max-width: 100%;
  --altcha-border-radius: ${radius.md};
  --altcha-border-color: ${colors.beigeDark};
  --altcha-color-base: ${colors.white};
  --altcha-color-base-content: ${colors.graphite};
  --altcha-color-primary: ${colors.sageDark};
  --altcha-color-success: ${colors.sageDark};
  --altcha-color-error: ${colors.danger};
  > p {
    margin: 0;
  }
`;
