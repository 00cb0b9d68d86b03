// The bookings feature's public surface: nothing yet (its pages are routed by app/route-table);
// what the instruction and the operations desk share with it lives in features/orders.
export {};
