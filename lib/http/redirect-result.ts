// A redirect a service or handler returns as data; the route wrapper alone turns it into a Response
// (docs/decisions/171). 303 by default: after a POST the browser follows with a GET.
export class RedirectResult {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308 = 303,
  ) {}

  toResponse(): Response {
    return new Response(null, { status: this.status, headers: { location: this.location } });
  }
}
