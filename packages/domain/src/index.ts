export * from './hh-mm'
export * from './password-policy'
export * from './totals'
export * from './new-password'
