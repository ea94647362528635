import { route } from "@/lib/api/route";
import { postContactInstitutionResponse } from "@/lib/api/response-schemas";
import { institutionInquirySchema } from "@/lib/contact/schemas";
import { submitInstitutionInquiry } from "@/lib/contact/service";

export const POST = route(
  { auth: "public", body: institutionInquirySchema, status: 201, response: postContactInstitutionResponse },
  ({ body, ip }) => submitInstitutionInquiry(body, ip),
);
