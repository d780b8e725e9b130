export function CompanyPage() {
  return <div>CompanyPage</div>
}
