/**
 * The stored fields every order has, for data-layer tests that start from an order already in some state rather
 * than placing one: two trowels at 450 BDT for `email`, delivered to Dhaka. The test adds the tool, status and
 * timeline it is about.
 */
export function orderFields(email: string) {
  return {
    product: 'Notched Trowel',
    quantity: 2,
    unitPrice: 450,
    total: 900,
    email,
    userName: 'Buyer',
    phone: '01711000000',
    address: 'Dhaka',
  };
}
