import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';

interface RowMenuItem {
  label: string;
  /** An action (a confirmation dialog, a call), or `to`: a page of the SPA. */
  onSelect?: () => unknown;
  to?: string;
  danger?: boolean;
}

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
// Enough for six items (User Records' row): a menu opening lower than this would run past the window.
const MENU_ROOM = 240;

interface Place {
  top?: number;
  bottom?: number;
  right: number;
}
/** Under the button, or over it when the row is near the window's foot; its right edge on the button's. */
function placeBy(button: HTMLElement): Place {
  const at = button.getBoundingClientRect();
  const over = at.bottom + MENU_ROOM > window.innerHeight;
  return { ...(over ? { bottom: window.innerHeight - at.top + 4 } : { top: at.bottom + 4 }), right: window.innerWidth - at.right };
}

/**
 * A table row's actions behind one button (the WAI-ARIA menu button pattern): Enter, Space or the arrows open it, the arrows,
 * Home and End move, Escape or Tab closes it and focus goes back to the button. The menu is drawn on the page's body, fixed
 * under the button, so a table that scrolls sideways never clips it.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<'first' | 'last' | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const navigate = useNavigate();

  function open(focus: 'first' | 'last') {
    setPlace(placeBy(button.current!));
    setOpened(focus);
  }
  function close() {
    setOpened(null);
    button.current?.focus();
  }

  // Opened: focus the first (or last) item; a click elsewhere closes it; a scroll (the page, or the table sideways) or a
  // resize moves the button, and the menu follows it.
  useEffect(() => {
    if (!opened) return;
    const items = itemsOf(menu.current);
    (opened === 'first' ? items[0] : items.at(-1))?.focus();
    const outside = (e: Event) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpened(null);
    };
    const follow = () => {
      if (button.current) setPlace(placeBy(button.current));
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [opened]);

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    open(e.key === 'ArrowDown' ? 'first' : 'last');
  }
  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: (at + 1) % items.length, ArrowUp: (at - 1 + items.length) % items.length, Home: 0, End: items.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      items[to]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      close();
    }
  }
  function choose(item: RowMenuItem) {
    close();
    if (item.to) void navigate(item.to);
    else void item.onSelect?.();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={opened !== null}
        aria-controls={opened ? id : undefined}
        onClick={() => (opened ? close() : open('first'))}
        onKeyDown={onButtonKey}
        className="rounded-lg border border-navy-700 bg-navy-800 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-100 hover:bg-navy-700"
      >
        Actions <span aria-hidden="true">▾</span>
      </button>
      {opened &&
        place &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKey}
            style={{ top: place.top, bottom: place.bottom, right: place.right }}
            className="fixed z-50 flex min-w-44 flex-col rounded-xl border border-navy-700 bg-navy-900 p-1.5 shadow-xl"
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => choose(item)}
                className={`rounded-md px-3 py-2 text-left text-sm hover:bg-navy-800 focus:bg-navy-800 focus:outline-none ${item.danger ? 'text-red-300' : 'text-slate-100'}`}
              >
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
