import { Route, Routes } from 'react-router';
import { OrderPage } from './order-page.tsx';
import { OrderSearch } from './order-search.tsx';

/** Orders: search at /orders, one order's story at /orders/:billingNo. */
export function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderSearch />} />
      <Route path=":billingNo" element={<OrderPage />} />
    </Routes>
  );
}
