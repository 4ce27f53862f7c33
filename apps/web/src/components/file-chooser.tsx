import { useCallback, useRef } from 'react';

/**
 * The browser's file dialog, opened from any button: a hidden multiple file input and the
 * function that opens it. Chosen files go to `onFiles`; the input is cleared, so choosing the
 * same file again still counts as a change.
 */
export function useFileChooser(onFiles: (files: File[]) => void, label: string) {
  const input = useRef<HTMLInputElement>(null);
  const open = useCallback(() => input.current?.click(), []);
  const element = (
    <input
      ref={input}
      type="file"
      multiple
      hidden
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
  return { open, element };
}
