import type { ReactNode } from "react";
import { Modal } from "./Modal";

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: "left" | "right";
  children: ReactNode;
}

/** A full-height panel sliding in from one side; a modal dialog underneath (focus trap, Escape). */
export function Drawer({ side = "left", ...props }: DrawerProps) {
  const position = side === "left" ? "mr-auto ml-0" : "ml-auto mr-0";
  return (
    <Modal
      {...props}
      className={`${position} my-0 h-dvh max-h-dvh w-[min(100%-3rem,24rem)] overflow-y-auto bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/40`}
    />
  );
}
