import { LineIcon } from '../../../components/line-icon';

/** The file store's icons: the portal's line icons, hidden from assistive technology. */

export const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);

export const HomeIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M3 11 12 4l9 7" />
    <path d="M5 10v10h14V10" />
  </LineIcon>
);

export const FolderIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
  </LineIcon>
);

export const FileIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" />
    <path d="M14 3v5h5" />
  </LineIcon>
);

export const ArchiveIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M3 5h18v4H3z" />
    <path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9" />
    <path d="M10 13h4" />
  </LineIcon>
);

export const TrashIcon = ({ size = 18 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M9 7V4h6v3" />
  </LineIcon>
);

export const DashboardIcon = ({ size = 18 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />
  </LineIcon>
);

export const DownloadIcon = ({ size = 16 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M12 4v11" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 20h14" />
  </LineIcon>
);

export const UploadIcon = ({ size = 16 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M12 20V9" />
    <path d="m7 14 5-5 5 5" />
    <path d="M5 4h14" />
  </LineIcon>
);

export const NewFolderIcon = ({ size = 16 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
    <path d="M12 10v6M9 13h6" />
  </LineIcon>
);

export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | null }) => (
  <LineIcon size={14} strokeWidth={2.2}>
    {direction === null ? (
      <path d="m8 10 4-4 4 4M8 14l4 4 4-4" />
    ) : direction === 'asc' ? (
      <path d="m7 14 5-5 5 5" />
    ) : (
      <path d="m7 10 5 5 5-5" />
    )}
  </LineIcon>
);

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <LineIcon size={14} strokeWidth={2.2}>
    {open ? <path d="m6 9 6 6 6-6" /> : <path d="m9 6 6 6-6 6" />}
  </LineIcon>
);
