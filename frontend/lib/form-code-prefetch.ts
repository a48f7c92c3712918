/**
 * Every page's HTML carries the forms' code list (decision 017, `scripts/form-code-prefetch.ts`) as
 * `<link rel="prefetch">` elements inside a `<template>`, where they fetch nothing. Once the page
 * has loaded and gone idle they are moved into the head and fetched. Links parsed in the head
 * would start at once and share a slow connection with the stylesheet and the hero picture,
 * holding back the largest paint (reports/measurement-history.md, 2026-11-29).
 */
import { whenLoadedAndIdle } from './when-loaded-and-idle';

export const FORM_CODE_TEMPLATE_ID = 'form-code-prefetch';

/** Each added link starts a request: all ~20 in one task took about 25 ms at 4x CPU. */
const LINKS_PER_TASK = 4;

export function prefetchFormCodeWhenIdle(doc: Document = document): void {
  whenLoadedAndIdle(() => {
    const list = doc.getElementById(FORM_CODE_TEMPLATE_ID);
    if (!(list instanceof HTMLTemplateElement)) return;
    const links = [...list.content.children];
    const addSome = () => {
      doc.head.append(...links.splice(0, LINKS_PER_TASK));
      if (links.length > 0) setTimeout(addSome, 0);
    };
    addSome();
  });
}
