import { keepTabInside } from '@vitrine/widget-api';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CalendarDate, DateFormat } from '../protocol/index';
import { formatDate, parseDate } from '../protocol/index';
import {
  addDays,
  addMonths,
  clampDate,
  compareDates,
  intlDate,
  monthGrid,
  pickerRange,
  sameDate,
  weekBounds,
} from './calendar';
import type { PickerStrings } from './locale';
import { writeValue } from './write-value';

export interface DatePickerProps {
  /** The server-rendered text input the picked date is written into, in the field's format. */
  input: HTMLInputElement;
  format: DateFormat;
  strings: PickerStrings;
  today: CalendarDate;
}

const CALENDAR_ICON = (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Zm2 6h3v3H7v-3Z"
    />
  </svg>
);

/** Where a key moves the focused day in the grid (APG date picker dialog), or undefined for other keys. */
export function dateForKey(
  key: string,
  shiftKey: boolean,
  focused: CalendarDate,
  firstDayOfWeek: number,
): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return weekBounds(focused, firstDayOfWeek)[0];
    case 'End':
      return weekBounds(focused, firstDayOfWeek)[1];
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

const isoOf = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The date picker dialog of the WAI-ARIA Authoring Practices: a button beside the field opens a month grid;
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month (with Shift, by year),
 * Enter or Space picks, Escape closes; focus stays inside while it is open and returns to the button.
 * Typing the date into the field keeps working; the picker only writes what the visitor picks.
 */
export function DatePicker({ input, format, strings, today }: DatePickerProps) {
  const range = useMemo(() => pickerRange(today), [today]);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<CalendarDate>(() => clampDate(today, range));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusCellAfterRender = useRef(false);
  const id = useId();
  // The button names the day in the field, and the visitor may type it rather than pick it: a render on each of
  // the field's changes keeps that name true (it said "Choose date" beside a typed day, or the day picked before).
  const [, setFieldValue] = useState(input.value);
  useEffect(() => {
    const follow = () => setFieldValue(input.value);
    input.addEventListener('input', follow);
    input.addEventListener('change', follow);
    return () => {
      input.removeEventListener('input', follow);
      input.removeEventListener('change', follow);
    };
  }, [input]);

  const names = useMemo(() => {
    const { locale } = strings;
    const weekdays = Array.from({ length: 7 }, (_, index) => {
      // 1 January 2023 was a Sunday: day `index` of that week is weekday `index`.
      const date = intlDate({ year: 2023, month: 1, day: 1 + index });
      return {
        short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
        long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
      };
    });
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return {
      weekdays: [...weekdays.slice(strings.firstDayOfWeek), ...weekdays.slice(0, strings.firstDayOfWeek)],
      months: Array.from({ length: 12 }, (_, index) =>
        monthFormat.format(intlDate({ year: 2023, month: index + 1, day: 1 })),
      ),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    };
  }, [strings]);

  const openPicker = () => {
    setFocused(clampDate(parseDate(input.value, format) ?? today, range));
    focusCellAfterRender.current = true;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const pick = (date: CalendarDate) => {
    writeValue(input, formatDate(date, format));
    close(true);
  };
  const moveTo = (date: CalendarDate, focusCell: boolean) => {
    focusCellAfterRender.current = focusCell;
    setFocused(clampDate(date, range));
  };

  useLayoutEffect(() => {
    if (!open || !focusCellAfterRender.current) return;
    focusCellAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });

  // A press anywhere else closes the picker, as a visitor expects of a popup; focus stays where they pressed.
  useEffect(() => {
    if (!open) return;
    const doc = input.ownerDocument;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (dialogRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [open, input]);

  const onGridKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const target = dateForKey(event.key, event.shiftKey, focused, strings.firstDayOfWeek);
    if (!target) return;
    event.preventDefault();
    moveTo(target, true);
  };

  const onDialogKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here only: a popup the form sits in must not close with it.
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) keepTabInside(dialogRef.current, event);
  };

  const { year, month } = focused;
  const atFirstMonth = year === range.first.year && month === range.first.month;
  const atLastMonth = year === range.last.year && month === range.last.month;
  const years = Array.from(
    { length: range.last.year - range.first.year + 1 },
    (_, i) => range.first.year + i,
  );
  const monthLabel = names.monthYear.format(intlDate({ year, month, day: 1 }));
  // Read from the field, which the visitor may also type into: the picker keeps no copy of its value.
  const selected = parseDate(input.value, format);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="dmform-picker__button"
        aria-label={
          selected ? `${strings.chooseDate}, ${names.full.format(intlDate(selected))}` : strings.chooseDate
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}dialog` : undefined}
        onClick={() => (open ? close(false) : openPicker())}
      >
        {CALENDAR_ICON}
      </button>
      {open && (
        <div
          ref={dialogRef}
          id={`${id}dialog`}
          className="dmform-datepicker"
          role="dialog"
          aria-modal="true"
          aria-label={strings.chooseDate}
          onKeyDown={onDialogKeyDown}
        >
          <div className="dmform-datepicker__header">
            <button
              type="button"
              className="dmform-datepicker__step"
              aria-label={strings.previousMonth}
              disabled={atFirstMonth}
              onClick={() => moveTo(addMonths(focused, -1), false)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <select
              aria-label={strings.month}
              value={month}
              onChange={(event) => moveTo(addMonths(focused, Number(event.target.value) - month), false)}
            >
              {names.months.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={strings.year}
              value={year}
              onChange={(event) =>
                moveTo(addMonths(focused, (Number(event.target.value) - year) * 12), false)
              }
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="dmform-datepicker__step"
              aria-label={strings.nextMonth}
              disabled={atLastMonth}
              onClick={() => moveTo(addMonths(focused, 1), false)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <p className="dmform-picker__sr" aria-live="polite">
            {monthLabel}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's month is a table with the grid role. */}
          <table ref={gridRef} role="grid" aria-label={monthLabel} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {names.weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long}>
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(year, month, strings.firstDayOfWeek).map((week) => (
                <tr key={isoOf(week.find((date) => date) ?? focused)}>
                  {week.map((date, column) => {
                    // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is nothing but its column.
                    if (!date) return <td key={`blank-${column}`} />;
                    const outOfRange =
                      compareDates(date, range.first) < 0 || compareDates(date, range.last) > 0;
                    const isFocused = sameDate(date, focused);
                    const isSelected = selected !== undefined && sameDate(date, selected);
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles Enter and Space for the focused day.
                      <td
                        key={isoOf(date)}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG date picker grid.
                        role="gridcell"
                        data-date={isoOf(date)}
                        tabIndex={isFocused ? 0 : -1}
                        aria-selected={isSelected}
                        aria-current={sameDate(date, today) ? 'date' : undefined}
                        aria-disabled={outOfRange || undefined}
                        aria-label={names.full.format(intlDate(date))}
                        className="dmform-datepicker__day"
                        // A day focused by pointer or script becomes the one the arrows move from.
                        onFocus={() => {
                          if (!isFocused) setFocused(date);
                        }}
                        onClick={() => {
                          if (!outOfRange) pick(date);
                        }}
                      >
                        {date.day}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="dmform-datepicker__footer">
            <button type="button" className="dmform-datepicker__close" onClick={() => close(true)}>
              {strings.close}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
