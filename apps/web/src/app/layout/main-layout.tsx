export function MainLayout() {
  return <div>MainLayout</div>
}
