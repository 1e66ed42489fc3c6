/**
 * The pickers' own look, plain enough to sit in any site. Colours come from custom properties a site can set
 * on any ancestor: `--dmform-picker-accent` (selection, focus ring), `--dmform-picker-surface`,
 * `--dmform-picker-border`.
 */
export const PICKER_CSS = `
.dmform-picker{position:relative;display:flex;align-items:stretch;gap:.25rem}
.dmform-picker>input{flex:1 1 auto;min-width:0}
.dmform-picker__host{display:contents}
.dmform-picker :focus-visible{outline:3px solid var(--dmform-picker-accent,#1f5f8b);outline-offset:2px}
.dmform-picker__button{flex:none;display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;font:inherit;color:inherit;background:var(--dmform-picker-surface,#fff);border:1px solid var(--dmform-picker-border,#8a8578);border-radius:.375rem;cursor:pointer}
.dmform-picker__sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.dmform-datepicker,.dmform-timepicker{position:absolute;z-index:30;top:calc(100% + .25rem);left:0;background:var(--dmform-picker-surface,#fff);color:#1d1b17;border:1px solid var(--dmform-picker-border,#8a8578);border-radius:.5rem;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.dmform-datepicker{width:19.5rem;max-width:calc(100vw - 2rem);padding:.75rem;box-sizing:border-box}
.dmform-datepicker__header{display:flex;gap:.25rem;align-items:center}
.dmform-datepicker .dmform-datepicker__header select{flex:1 1 0;min-width:0;width:auto;font:inherit;padding:.35rem .25rem}
.dmform-datepicker .dmform-datepicker__header select:first-of-type{flex-grow:1.5}
.dmform-datepicker button{font:inherit;color:inherit;background:transparent;border:1px solid var(--dmform-picker-border,#8a8578);border-radius:.375rem;cursor:pointer}
.dmform-datepicker__step{min-width:2.25rem;min-height:2.25rem;font-size:1.25em!important;line-height:1}
.dmform-datepicker button:disabled{opacity:.4;cursor:not-allowed}
.dmform-datepicker table{width:100%;border-collapse:collapse;margin-top:.5rem;text-align:center;table-layout:fixed}
.dmform-datepicker th{font-size:.8em;font-weight:600;padding:.25rem 0}
.dmform-datepicker__day{height:2.25rem;padding:0;border-radius:.375rem;cursor:pointer}
.dmform-datepicker__day:hover{background:#e9eff4}
.dmform-datepicker__day[aria-current=date]{font-weight:700;text-decoration:underline}
.dmform-datepicker__day[aria-selected=true]{background:var(--dmform-picker-accent,#1f5f8b);color:#fff}
.dmform-datepicker__day[aria-disabled=true]{opacity:.4;cursor:not-allowed}
.dmform-datepicker__day:focus{outline:3px solid var(--dmform-picker-accent,#1f5f8b);outline-offset:-3px}
.dmform-datepicker__footer{display:flex;justify-content:flex-end;margin-top:.5rem}
.dmform-datepicker__close{padding:.35rem .8rem}
.dmform-timepicker{right:0;max-height:15rem;overflow:auto;margin:0;padding:.25rem;list-style:none}
.dmform-timepicker[hidden]{display:none}
.dmform-timepicker__option{padding:.4rem .6rem;border-radius:.25rem;cursor:pointer}
.dmform-timepicker__option:hover{background:#e9eff4}
.dmform-timepicker__option[aria-selected=true]{background:var(--dmform-picker-accent,#1f5f8b);color:#fff}
`;
