import { useWalletLabels } from '@/lib/use-wallet-labels';

/** The time fact of a record card (account record, betting record): its label, then the instant in the brand's time zone. */
export function TimeFact({ label, at }: { label: string; at: string }) {
  const { dateTime } = useWalletLabels();
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <time dateTime={at}>{dateTime(at)}</time>
      </dd>
    </>
  );
}
