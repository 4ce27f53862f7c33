import { LineIcon } from '../../../components/line-icon';

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

export const EyeOffIcon = ({ size = 18 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a17 17 0 0 1-2.4 3" />
    <path d="M6.6 6.6C4.3 8.1 3 12 3 12s4 6 9 6a9 9 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </LineIcon>
);

export const InfoIcon = ({ size = 18 }: { size?: number }) => (
  <LineIcon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <path d="M12 8h.01" />
  </LineIcon>
);
