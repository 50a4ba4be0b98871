import { addressLines, type AddressView } from "./customer";

/** An address as printed on a letter. */
export function AddressBlock({ address }: { address: AddressView }) {
  return (
    <address className="not-italic leading-relaxed">
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
