import type { PickerStrings } from '../locale';

export const strings: PickerStrings = {
  locale: 'ja',
  firstDayOfWeek: 0,
  chooseDate: '日付を選択',
  previousMonth: '前の月',
  nextMonth: '次の月',
  month: '月',
  year: '年',
  close: '閉じる',
  showTimes: '時刻を表示',
  times: '時刻',
};
