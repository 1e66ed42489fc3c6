import type { PickerStrings } from '../locale';

export const strings: PickerStrings = {
  locale: 'es',
  firstDayOfWeek: 1,
  chooseDate: 'Elegir fecha',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  month: 'Mes',
  year: 'Año',
  close: 'Cerrar',
  showTimes: 'Mostrar horas',
  times: 'Horas',
};
