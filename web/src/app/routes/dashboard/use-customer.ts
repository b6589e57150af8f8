import { useRouteLoaderData } from 'react-router';

/** The signed-in customer, from the dashboard layout's loader. */
export const useCustomer = () => useRouteLoaderData('dashboard') as { name: string };
