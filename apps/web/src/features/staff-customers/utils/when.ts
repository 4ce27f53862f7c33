import { formatDate, formatTime } from '@portal/shared/format';

/** 'dd-MM-yyyy HH:mm' in Amsterdam, as the desk shows a moment. */
export const when = (iso: string) => {
  const date = new Date(iso);
  return `${formatDate(date)} ${formatTime(date)}`;
};
