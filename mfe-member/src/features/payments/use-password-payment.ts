import { unwrap, useMutation, type ApiError, type ApiResult } from '@khela/shared';
import { useRef, useState } from 'react';
import { checkAmount, type AmountBounds, type AmountProblem } from './amount';
import { checkPaymentPasswordEntry, type FieldProblem } from './form-checks';
import type { RequestAnswer } from './payment-calls';
import { useSubmissionId } from '@/lib/submission-id';

export interface PasswordPaymentProblems {
  amount?: AmountProblem;
  password?: FieldProblem;
}

/**
 * A money form that sends an amount with the payment password (a withdrawal, a transfer to the
 * upline): its two fields, their checks (the first wrong field takes the focus), one request id per
 * submission, and the post itself as a mutation. A success empties the fields and calls `onDone`.
 */
export function usePasswordPayment<Body extends object>(send: (body: Body & { requestId: string }) => Promise<ApiResult<RequestAnswer>>, onDone: (orderNo: string) => void) {
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<PasswordPaymentProblems>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submission = useSubmissionId();
  const mutation = useMutation<RequestAnswer, ApiError, Body & { requestId: string }>({ mutationFn: (body) => unwrap(send(body)) });

  /** Checks the fields against `bounds`, then posts the body made from the amount and the password. */
  const submit = (bounds: AmountBounds, bodyOf: (amount: number, paymentPassword: string) => Body, onSent?: () => void) => {
    if (mutation.isPending) return;
    mutation.reset();
    const amountCheck = checkAmount(amount, bounds);
    const passwordProblem = checkPaymentPasswordEntry(password);
    setProblems({ amount: amountCheck.ok ? undefined : amountCheck.problem, password: passwordProblem ?? undefined });
    if (!amountCheck.ok) return amountRef.current?.focus();
    if (passwordProblem) return passwordRef.current?.focus();
    const body = bodyOf(amountCheck.amount, password);
    mutation.mutate(
      { ...body, requestId: submission.idFor(body) },
      {
        onSuccess: (answer) => {
          submission.settle();
          setAmount('');
          setPassword('');
          setProblems({});
          onSent?.();
          onDone(answer.orderNo);
        },
      },
    );
  };

  return { amount, setAmount, password, setPassword, problems, amountRef, passwordRef, sending: mutation.isPending, error: mutation.error?.message ?? null, submit };
}
