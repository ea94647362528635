// A file a service returns as data (bytes, type, name); the route wrapper alone turns it into a Response
// (docs/decisions/171). `headers` are for what a file needs beyond the defaults (a feed's cache lifetime).
export class FileResult {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly filename: string,
    readonly disposition: "inline" | "attachment" = "inline",
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  toResponse(): Response {
    return new Response(new Uint8Array(this.bytes), {
      headers: {
        "content-type": this.contentType,
        "content-disposition": `${this.disposition}; filename="${this.filename.replace(/["\\\r\n]/g, "")}"`,
        "cache-control": "no-store",
        ...this.headers,
      },
    });
  }
}
