import { route } from "@/lib/api/route";
import { institutionInquirySchema } from "@/lib/contact/schemas";
import { submitInstitutionInquiry } from "@/lib/contact/service";
import { detailSchema } from "@/lib/http/wire";

export const POST = route(
  { auth: "public", body: institutionInquirySchema, status: 201, response: detailSchema },
  ({ body, ip }) => submitInstitutionInquiry(body, ip),
);
