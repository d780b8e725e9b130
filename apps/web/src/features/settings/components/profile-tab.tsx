export function ProfileTab() {
  return <div>ProfileTab</div>
}
