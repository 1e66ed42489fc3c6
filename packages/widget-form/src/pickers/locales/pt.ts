import type { PickerStrings } from '../locale';

export const strings: PickerStrings = {
  locale: 'pt',
  firstDayOfWeek: 0,
  chooseDate: 'Escolher data',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  month: 'Mês',
  year: 'Ano',
  close: 'Fechar',
  showTimes: 'Mostrar horários',
  times: 'Horários',
};
