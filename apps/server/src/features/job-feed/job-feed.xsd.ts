/**
 * The XML Schema of the job feed (docs/job-feed.md, ADR 092), served at /feeds/jobs.xsd. A string
 * here, not a file beside the code, so the built server bundle carries it. Every element the
 * feed writes is declared; a change of the feed's shape changes this schema and the document's
 * version (the root's `version` attribute).
 */
export const JOB_FEED_NAMESPACE = "urn:jobatlas:job-feed:1";
export const JOB_FEED_VERSION = "1";

export const JOB_FEED_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
           xmlns="${JOB_FEED_NAMESPACE}"
           targetNamespace="${JOB_FEED_NAMESPACE}"
           elementFormDefault="qualified"
           attributeFormDefault="unqualified">

  <xs:annotation>
    <xs:documentation>Jobatlas job feed, version ${JOB_FEED_VERSION}: the active listings of every
      organisation that takes part in the global feed (/feeds/jobs.xml), or of one organisation
      (/feeds/companies/{slug}/jobs.xml). Described element by element in docs/job-feed.md.</xs:documentation>
  </xs:annotation>

  <xs:simpleType name="Language">
    <xs:restriction base="xs:token">
      <xs:enumeration value="de"/>
      <xs:enumeration value="fr"/>
      <xs:enumeration value="it"/>
      <xs:enumeration value="en"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="Country">
    <xs:restriction base="xs:token">
      <xs:enumeration value="CH"/>
      <xs:enumeration value="LI"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="RemoteType">
    <xs:restriction base="xs:token">
      <xs:enumeration value="on_site"/>
      <xs:enumeration value="hybrid"/>
      <xs:enumeration value="remote"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="EmploymentType">
    <xs:restriction base="xs:token">
      <xs:enumeration value="full_time"/>
      <xs:enumeration value="part_time"/>
      <xs:enumeration value="contract"/>
      <xs:enumeration value="temporary"/>
      <xs:enumeration value="other"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="StartKind">
    <xs:restriction base="xs:token">
      <xs:enumeration value="asap"/>
      <xs:enumeration value="by_date"/>
      <xs:enumeration value="by_agreement"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="Percent">
    <xs:restriction base="xs:nonNegativeInteger">
      <xs:maxInclusive value="100"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="Url">
    <xs:restriction base="xs:anyURI">
      <xs:pattern value="https?://.+"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="Text">
    <xs:restriction base="xs:string">
      <xs:minLength value="1"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:complexType name="Company">
    <xs:sequence>
      <xs:element name="name" type="Text"/>
      <xs:element name="url" type="Url"/>
      <xs:element name="website" type="Url" minOccurs="0"/>
      <xs:element name="logo" type="Url" minOccurs="0"/>
    </xs:sequence>
    <xs:attribute name="id" type="xs:positiveInteger" use="required"/>
    <xs:attribute name="slug" type="xs:token" use="required"/>
  </xs:complexType>

  <xs:complexType name="Place">
    <xs:sequence>
      <xs:element name="street" type="Text" minOccurs="0"/>
      <xs:element name="postalCode" type="Text" minOccurs="0"/>
      <xs:element name="city" type="Text" minOccurs="0"/>
      <xs:element name="canton" type="Text" minOccurs="0"/>
      <xs:element name="country" type="Country"/>
      <xs:element name="latitude" type="xs:decimal" minOccurs="0"/>
      <xs:element name="longitude" type="xs:decimal" minOccurs="0"/>
    </xs:sequence>
    <xs:attribute name="byAgreement" type="xs:boolean" use="required"/>
    <xs:attribute name="remote" type="RemoteType" use="required"/>
  </xs:complexType>

  <xs:complexType name="Workload">
    <xs:attribute name="min" type="Percent" use="required"/>
    <xs:attribute name="max" type="Percent" use="required"/>
  </xs:complexType>

  <xs:complexType name="Start">
    <xs:attribute name="kind" type="StartKind" use="required"/>
    <xs:attribute name="date" type="xs:date"/>
  </xs:complexType>

  <xs:complexType name="Salary">
    <xs:attribute name="min" type="xs:nonNegativeInteger"/>
    <xs:attribute name="max" type="xs:nonNegativeInteger"/>
    <xs:attribute name="currency" use="required">
      <xs:simpleType>
        <xs:restriction base="xs:token">
          <xs:enumeration value="CHF"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:attribute>
    <xs:attribute name="period" use="required">
      <xs:simpleType>
        <xs:restriction base="xs:token">
          <xs:enumeration value="year"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:attribute>
  </xs:complexType>

  <xs:complexType name="Languages">
    <xs:sequence>
      <xs:element name="language" type="Language" minOccurs="0" maxOccurs="4"/>
    </xs:sequence>
  </xs:complexType>

  <xs:complexType name="Job">
    <xs:sequence>
      <xs:element name="title" type="Text"/>
      <xs:element name="language" type="Language"/>
      <xs:element name="url" type="Url"/>
      <xs:element name="applyUrl" type="Url"/>
      <xs:element name="company" type="Company"/>
      <xs:element name="place" type="Place"/>
      <xs:element name="description" type="xs:string"/>
      <xs:element name="workload" type="Workload"/>
      <xs:element name="employmentType" type="EmploymentType"/>
      <xs:element name="start" type="Start"/>
      <xs:element name="salary" type="Salary" minOccurs="0"/>
      <xs:element name="requiredLanguages" type="Languages"/>
      <xs:element name="published" type="xs:date"/>
      <xs:element name="ends" type="xs:date"/>
      <xs:element name="updated" type="xs:dateTime"/>
    </xs:sequence>
    <xs:attribute name="id" type="xs:positiveInteger" use="required"/>
  </xs:complexType>

  <xs:element name="jobs">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="job" type="Job" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="version" type="xs:token" use="required" fixed="${JOB_FEED_VERSION}"/>
      <xs:attribute name="generated" type="xs:dateTime" use="required"/>
      <xs:attribute name="source" type="Url" use="required"/>
      <xs:attribute name="organization" type="xs:token"/>
    </xs:complexType>
    <xs:unique name="jobId">
      <xs:selector xpath="*"/>
      <xs:field xpath="@id"/>
    </xs:unique>
  </xs:element>
</xs:schema>
`;
