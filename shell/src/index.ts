// Module Federation needs an async boundary before shared modules are used (CONVENTIONS: the entry
// is just import('./bootstrap')).
void import('./bootstrap');
