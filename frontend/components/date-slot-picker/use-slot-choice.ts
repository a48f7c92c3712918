/** A picker's choice as the forms that move a call hold it: a day, and a time on it that another day clears. */
import { useState } from 'react';

export function useSlotChoice() {
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const onDayChange = (day: string) => {
    setDayKey(day);
    setTime('');
  };
  return { dayKey, time, setTime, picker: { dayKey, onDayChange, time, onTimeChange: setTime } };
}
