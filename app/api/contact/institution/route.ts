import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { institutionInquirySchema } from "@/lib/contact/schemas";
import { submitInstitutionInquiry } from "@/lib/contact/service";

export const POST = route(
  { auth: "public", body: institutionInquirySchema, status: 201, response: detailSchema },
  ({ body, ip }) => submitInstitutionInquiry(body, ip),
);
