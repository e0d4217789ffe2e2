// react-i18next's Trans without its React context, bundled into this remote: the shell's shared copy
// of react-i18next is tree-shaken to what every first page needs, and Trans, with its HTML parser
// (4 KB gzip), is not among it (SHAKEN_SHARED, decision 026). Give it the page's i18n instance and t:
// `const { t, i18n } = useTranslation('postlogin')`, then `<Trans i18n={i18n} t={t} … />`.
export { Trans } from 'react-i18next/TransWithoutContext';
