/**
 * How a form goes on to its next page. Inside the app (pages it hydrates whole, the admin area)
 * the router does it and keeps the page's code, so a form works offline before the service worker
 * has cached the site; an island has no router and loads the next page as a document.
 */
import { createContext, useContext } from 'react';
import { goToPage } from './go-to-page';

export type GoToPage = (path: string, state?: unknown) => void;

export const PageNavigation = createContext<GoToPage>(goToPage);

export const usePageNavigation = () => useContext(PageNavigation);
