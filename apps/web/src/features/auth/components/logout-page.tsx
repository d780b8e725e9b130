export function LogoutPage() {
  return <div>LogoutPage</div>
}
