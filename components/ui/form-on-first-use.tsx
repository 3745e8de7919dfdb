'use client';

/**
 * A form whose code (the form library, its checks, what it sends) loads when a
 * person starts with it, not with its page: until then a stand-in rendered on
 * the server, with the same fields, holds its place. The first focus, press,
 * key or change inside loads the form, which takes over what was typed or chosen there
 * (by field name) and the focus (a field by its name, a button by its words). A send before it has loaded is sent by the
 * form once it has: the person pressed it once.
 */
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What the stand-in held when the form took over. */
export interface FirstUse {
  values: Record<string, string>;
  /** The name of the field that had the focus. */
  focus: string | undefined;
  /** The words of the button that had the focus, when one had it (a button has no name to be found by). */
  focusedButton?: string;
  /** The text selected or the caret in that field: typing replaces a selection there as it would have in the stand-in. */
  selection?: { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
  /** The fields a person left: the form checks them as if it had seen them left. */
  touched: string[];
  /** The stand-in was sent: the form sends itself once it has taken over. */
  sent: boolean;
}

/** A form's starting values: its own, with what the stand-in held for the same fields. */
export function startingValues<T extends { [K in keyof T]: string }>(empty: T, firstUse: FirstUse | undefined): T {
  const held = firstUse?.values ?? {};
  return Object.fromEntries(Object.entries(empty).map(([name, value]) => [name, held[name] ?? value])) as T;
}

/** Marks the fields left in the stand-in as touched, and checks them, as the form would have on leaving them. */
export function useFirstUse<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'getValues'>,
  firstUse: FirstUse | undefined,
) {
  useEffect(() => {
    for (const name of firstUse?.touched ?? []) {
      const field = name as Path<T>;
      form.setValue(field, form.getValues(field), { shouldTouch: true, shouldValidate: true });
    }
  }, [form, firstUse]);
}

function takeOver(box: HTMLElement | null, touched: ReadonlySet<string>, sent: boolean): FirstUse {
  const form = box?.querySelector('form');
  const values: Record<string, string> = {};
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  const active = document.activeElement;
  const inside = !!active && !!box?.contains(active);
  const focus = inside ? (active.getAttribute('name') ?? undefined) : undefined;
  const focusedButton = inside && !focus && active instanceof HTMLButtonElement ? wordsOf(active) : undefined;
  return {
    values,
    focus,
    focusedButton,
    selection: focus ? selectionOf(active) : undefined,
    touched: [...touched],
    sent,
  };
}

const hasCaret = (field: Element | null | undefined): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement && field.type !== 'radio') || field instanceof HTMLTextAreaElement;

function selectionOf(field: Element | null): FirstUse['selection'] {
  // Not every input type has a selection (reading it throws or gives null on a number field).
  try {
    if (!hasCaret(field) || field.selectionStart === null || field.selectionEnd === null) return undefined;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return undefined;
  }
}

type Loaded<P> = ComponentType<P & { firstUse?: FirstUse }>;

const wordsOf = (button: HTMLButtonElement) => button.textContent?.trim() || undefined;

/**
 * Where the person's focus goes when the form takes over: the field of that name (a radio group's chosen one), with
 * the stand-in's selection or caret, else the caret at the end of what it held. A person (or a keyboard shortcut)
 * who selected the field's text to replace it still replaces it.
 */
function refocus(box: HTMLElement | null, name: string, selection: FirstUse['selection']): void {
  const named = [
    ...(box?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea') ??
      []),
  ].filter((element) => element.name === name);
  const field =
    named.find((element) => !(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) ??
    named[0];
  field?.focus();
  if (!hasCaret(field)) return;
  const length = field.value.length;
  try {
    if (selection)
      field.setSelectionRange(Math.min(selection.start, length), Math.min(selection.end, length), selection.direction);
    else field.setSelectionRange(length, length);
  } catch {}
}

/**
 * The loaded form, taking over from the stand-in. What the stand-in held is read as the form first renders, in the
 * same task as the swap (not when its code arrived, a task or more before), and the focus moves before the browser
 * handles another event: a key typed or text pasted while the code arrived is not lost.
 */
function TakeOver<P extends object>({
  Form,
  props,
  box,
  read,
}: {
  Form: Loaded<P>;
  props: P;
  box: RefObject<HTMLDivElement | null>;
  read: () => FirstUse;
}) {
  const [firstUse] = useState(read);
  useLayoutEffect(() => {
    if (firstUse.focus) refocus(box.current, firstUse.focus, firstUse.selection);
    else if (firstUse.focusedButton)
      [...(box.current?.querySelectorAll('button') ?? [])]
        .find((button) => wordsOf(button) === firstUse.focusedButton)
        ?.focus();
  }, [box, firstUse]);
  useEffect(() => {
    if (firstUse.sent) box.current?.querySelector('form')?.requestSubmit();
  }, [box, firstUse]);
  return <Form {...props} firstUse={firstUse} />;
}

export function formOnFirstUse<P extends object>(
  load: () => Promise<Loaded<P>>,
  /** Whether the form loads at once, in the browser, without waiting for a first use (it has something to say). */
  startsAtOnce?: (props: P) => boolean,
) {
  return function FormOnFirstUse({ standIn, ...props }: { standIn: ReactNode } & P) {
    const box = useRef<HTMLDivElement>(null);
    const started = useRef(false);
    const touched = useRef(new Set<string>());
    const sent = useRef(false);
    const [Form, setForm] = useState<{ Loaded: Loaded<P> }>();
    // A press under way in the stand-in (a button held down): the form waits for its click, which would otherwise
    // land on neither the stand-in's button nor the form's and be lost.
    const pressing = useRef(false);
    const arrived = useRef<Loaded<P>>(undefined);
    const show = (Loaded: Loaded<P>) => {
      if (pressing.current) arrived.current = Loaded;
      else setForm({ Loaded });
    };
    const begin = () => {
      if (started.current) return;
      started.current = true;
      load().then(
        show,
        // Not loaded (the network dropped): the stand-in stays, and the next use tries again.
        () => (started.current = false),
      );
    };
    const press = () => {
      pressing.current = true;
      // Let go anywhere; the click a release makes is dispatched with it, before the next task.
      const released = new AbortController();
      const release = () => {
        released.abort();
        setTimeout(() => {
          pressing.current = false;
          if (arrived.current) show(arrived.current);
        });
      };
      for (const type of ['pointerup', 'pointercancel'])
        window.addEventListener(type, release, { capture: true, signal: released.signal });
      begin();
    };
    const beginAtOnce = useEffectEvent(() => {
      if (startsAtOnce?.(props as P)) begin();
    });
    useEffect(() => beginAtOnce(), []);
    // One box for the stand-in and the form, so the form's effects find it.
    if (Form)
      return (
        <div ref={box}>
          <TakeOver
            Form={Form.Loaded}
            props={props as P}
            box={box}
            read={() => takeOver(box.current, touched.current, sent.current)}
          />
        </div>
      );
    return (
      <div
        ref={box}
        onFocusCapture={begin}
        onPointerDownCapture={press}
        onKeyDownCapture={begin}
        // A choice made without a focus first (a picker, assistive technology) starts it too.
        onChangeCapture={begin}
        onBlurCapture={(event: FocusEvent<HTMLDivElement>) => {
          const name = event.target.getAttribute('name');
          if (name) touched.current.add(name);
        }}
        onSubmitCapture={(event) => {
          event.preventDefault();
          sent.current = true;
          begin();
        }}
      >
        {standIn}
      </div>
    );
  };
}
