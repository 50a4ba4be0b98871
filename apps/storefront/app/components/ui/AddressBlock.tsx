import { addressLines, type AddressView } from "../../features/account/customer";

/**
 * An address as printed on a letter: the account's address cards and overview, an order's addresses and checkout's
 * chosen billing and shipping addresses.
 */
export function AddressBlock({ address, className }: { address: AddressView; className?: string }) {
  return (
    <address className={className ? `not-italic leading-relaxed ${className}` : "not-italic leading-relaxed"}>
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
