export function ChangePasswordTab() {
  return <div>ChangePasswordTab</div>
}
