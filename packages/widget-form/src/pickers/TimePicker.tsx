import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TimeFormat } from '../protocol/index';
import { formatTime, parseTime, TIME_PICKER_STEP_MINUTES, timesOfDay } from '../protocol/index';
import type { PickerStrings } from './locale';
import { writeValue } from './write-value';

export interface TimePickerProps {
  /** The server-rendered text input: it becomes the combobox, and receives the picked time. */
  input: HTMLInputElement;
  format: TimeFormat;
  strings: PickerStrings;
}

/** Where an empty field's list opens: the start of a working day, rather than midnight. */
const OPENING_MINUTE = 9 * 60;

const normalized = (text: string): string => text.toLowerCase().replace(/[\s.]/g, '');
const minuteOfDay = (text: string): number | undefined => {
  const time = parseTime(text);
  return time ? time.hours * 60 + time.minutes : undefined;
};

/**
 * The time picker: the field becomes an editable combobox (WAI-ARIA Authoring Practices, list autocomplete)
 * offering a time every 15 minutes in the field's clock. Typing filters the list; Down opens it and moves,
 * Enter picks, Escape closes; the visitor may also type any time, which is tidied into the field's format
 * when they leave it.
 */
export function TimePicker({ input, format, strings }: TimePickerProps) {
  const id = useId();
  const listboxId = `${id}times`;
  const optionId = (index: number) => `${id}time-${index}`;
  const times = useMemo(
    () => timesOfDay(TIME_PICKER_STEP_MINUTES).map((time) => formatTime(time, format)),
    [format],
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const options = useMemo(() => {
    const typed = normalized(query);
    return typed === '' ? times : times.filter((time) => normalized(time).startsWith(typed));
  }, [times, query]);

  // Read by the input's listeners, which are attached once.
  const state = useRef({ open, options, active });
  state.current = { open, options, active };

  // Set while the picker writes the field, so its own `input` event is not taken for typing.
  const writing = useRef(false);
  const openList = useCallback(() => {
    const current = minuteOfDay(input.value) ?? OPENING_MINUTE;
    const index = times.findIndex((time) => (minuteOfDay(time) ?? 0) >= current);
    setQuery('');
    setActive(index === -1 ? times.length - 1 : index);
    setOpen(true);
  }, [input, times]);
  const pick = useCallback(
    (time: string) => {
      setOpen(false);
      writing.current = true;
      writeValue(input, time);
      writing.current = false;
    },
    [input],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: isOpen, options: shown, active: current } = state.current;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (!isOpen || event.altKey) openList();
          else setActive(Math.min(current + 1, shown.length - 1));
          return;
        case 'ArrowUp':
          if (!isOpen) return;
          event.preventDefault();
          setActive(Math.max(current - 1, 0));
          return;
        case 'Enter': {
          const chosen = shown[current];
          if (!isOpen || chosen === undefined) return;
          // Picking a time must not also submit the form.
          event.preventDefault();
          pick(chosen);
          return;
        }
        case 'Escape':
          if (!isOpen) return;
          // Closes the list only, not a popup the form sits in.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          return;
        case 'Tab':
          setOpen(false);
          return;
      }
    };
    const onInput = () => {
      if (writing.current) return;
      setQuery(input.value);
      setActive(-1);
      setOpen(input.value.trim() !== '');
    };
    const onBlur = () => {
      setOpen(false);
      const time = parseTime(input.value);
      const tidy = time && formatTime(time, format);
      if (tidy && tidy !== input.value) pick(tidy);
    };
    const attributes: Record<string, string> = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': listboxId,
      autocomplete: 'off',
    };
    const before = Object.fromEntries(
      Object.keys(attributes).map((name) => [name, input.getAttribute(name)]),
    );
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('input', onInput);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
      for (const [name, value] of Object.entries(before))
        value === null ? input.removeAttribute(name) : input.setAttribute(name, value);
      input.removeAttribute('aria-expanded');
      input.removeAttribute('aria-activedescendant');
    };
  }, [input, format, listboxId, openList, pick]);

  const visible = open && options.length > 0;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(visible));
    if (visible && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    if (visible && active >= 0)
      listRef.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <>
      <button
        type="button"
        className="dmform-picker__button"
        // The combobox pattern's button: the field is the tab stop, the button is for pointers.
        tabIndex={-1}
        aria-label={strings.showTimes}
        aria-expanded={visible}
        aria-controls={listboxId}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          input.focus();
          if (visible) setOpen(false);
          else openList();
        }}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
          />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listboxId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG combobox's popup is a list with the listbox role.
        role="listbox"
        aria-label={strings.times}
        className="dmform-timepicker"
        hidden={!visible}
      >
        {visible &&
          options.map((time, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the keyboard in the field (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the field, as the combobox pattern asks.
            <li
              key={time}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox's listbox.
              role="option"
              aria-selected={index === active}
              className="dmform-timepicker__option"
              // Keeps focus in the field, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(time)}
            >
              {time}
            </li>
          ))}
      </ul>
    </>
  );
}
