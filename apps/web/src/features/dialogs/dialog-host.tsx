export function DialogHost() {
  return null;
}
