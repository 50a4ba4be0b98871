import { addressLines, type AddressView } from "../account/customer";

export function AddressCard({ address, emptyText }: { address: AddressView | null; emptyText: string }) {
  if (!address) return <p className="text-neutral-700">{emptyText}</p>;
  return (
    <address className="not-italic leading-relaxed text-neutral-800">
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
