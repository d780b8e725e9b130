export function SwitchRoleTab() {
  return <div>SwitchRoleTab</div>
}
