export function SideMenu(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
