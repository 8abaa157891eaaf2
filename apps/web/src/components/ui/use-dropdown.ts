import { useLocation } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";

/**
 * A header dropdown's open state (the user menu, the notification bell): the button toggles the
 * panel; Escape closes it and returns focus to the button; a click outside and navigating close it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  /** The props of the button that opens and closes the panel (whose id is `panelId`). */
  const buttonProps = {
    ref: button,
    type: "button",
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, setOpen, panelId, root, buttonProps };
}
