/**
 * The server needs Node.js 22.12 or newer (package.json `engines`). Imported first by the entry points, so an older
 * Node stops here with a clear message instead of crashing later: Node 20 dies with a segmentation fault as soon as
 * argon2's prebuilt binary loads.
 */
export function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

if (!supportedNode(process.versions.node)) {
  process.stderr.write(
    `Deutschprüfung needs Node.js 22.12 or newer; this is ${process.version} (see the README's "Two commands").\n`,
  );
  process.exit(1);
}
