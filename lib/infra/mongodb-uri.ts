/**
 * The database name inside a MongoDB connection string (`mongodb://host:port/<name>?options`, also with several
 * hosts or `mongodb+srv://`), read and replaced without disturbing credentials or options. Used where one server
 * holds several databases of ours: one per test file, one per pull-request preview.
 */
const URI = /^(mongodb(?:\+srv)?:\/\/[^/?#]+)(?:\/([^?#]*))?(\?[^#]*)?$/;

function parts(uri: string): { server: string; name: string; options: string } {
  const match = URI.exec(uri.trim());
  if (!match) throw new Error('Not a MongoDB connection string (mongodb:// or mongodb+srv://).');
  return { server: match[1]!, name: decodeURIComponent(match[2] ?? ''), options: match[3] ?? '' };
}

/** The same server and options with another database name. */
export function withDatabaseName(uri: string, name: string): string {
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`Not a usable database name: ${JSON.stringify(name)}`);
  const { server, options } = parts(uri);
  return `${server}/${name}${options}`;
}

/** The database name the URI names; empty when it names none. */
export function databaseNameOf(uri: string): string {
  return parts(uri).name;
}
