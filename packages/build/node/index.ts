// What the servers (the gateway, the shell server) share that only runs in Node.
export { packageDir, PackageNotFoundError, readPackageManifest } from './package-dir';
