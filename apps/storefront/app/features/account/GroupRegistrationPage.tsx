import { Link } from "../../components/ui/Link";
import { RICH_TEXT } from "../cms/elements/CmsText";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { FormValues } from "./account";
import type { GroupRegistrationPageData } from "./group-registration";
import { t } from "./messages";
import { NoticeBox } from "./NoticeBox";
import { RegisterForm } from "./RegisterForm";
import { LINK_CLASS } from "./styles";

interface GroupRegistrationPageProps {
  data: GroupRegistrationPageData;
  /** The page's own path (its SEO URL): the form posts back to it. */
  action: string;
  errors?: FormErrors;
  values?: FormValues;
}

/** Spec page type "customer-group registration": the group's title and introduction above the registration form. */
export function GroupRegistrationPage({ data, action, errors, values }: GroupRegistrationPageProps) {
  const { locale } = useShop();
  return (
    <div className="page-grid py-8 [&>*]:max-w-3xl">
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{data.title}</h1>
      {data.signedUp ? (
        <div className="mt-6 space-y-4">
          <NoticeBox tone="success">
            {t(locale.code, "signUpThanks")} {t(locale.code, "groupRequestPending", { group: data.title })}
          </NoticeBox>
          <Link to={localizePath("/", locale)} className={`inline-flex ${LINK_CLASS}`}>
            {t(locale.code, "backToShop")}
          </Link>
        </div>
      ) : (
        <>
          {data.introductionHtml && (
            // Sanitised on the server (sanitizeHtml): Shopware keeps the introduction as HTML.
            <div className={`${RICH_TEXT} mt-4`} dangerouslySetInnerHTML={{ __html: data.introductionHtml }} />
          )}
          <p className="mt-4 mb-6 text-neutral-700">
            {t(locale.code, "haveAccount")}{" "}
            <Link to={localizePath("/login", locale)} className={LINK_CLASS}>
              {t(locale.code, "loginSubmit")}
            </Link>
          </p>
          <RegisterForm
            action={action}
            errors={errors}
            values={values}
            countries={data.countries}
            salutations={data.salutations}
            businessOnly={data.businessOnly}
          />
        </>
      )}
    </div>
  );
}
